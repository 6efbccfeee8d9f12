func animate(_ body: () -> Void) {
    // withAnimation { body() }
    let note = "withAnimation(.default) { }"
    body()
}
