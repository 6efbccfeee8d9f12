extension Screen {
    struct Loader {}
}
