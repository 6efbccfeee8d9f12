@main
struct Release {
    static func main() {}
}
