/// Old style:
/// ```
/// struct Foo_Previews: PreviewProvider { … }
/// ```
enum PreviewGuide {
    static let old = """
        struct Foo_Previews: PreviewProvider {
            static var previews: some View { Foo() }
        }
        """
    static let raw = #"extension Foo: PreviewProvider {}"#
    static let pattern = /struct \w+: PreviewProvider/
}
