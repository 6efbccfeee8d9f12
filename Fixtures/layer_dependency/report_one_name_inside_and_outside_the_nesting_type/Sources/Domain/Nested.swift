extension Screen {
    struct Row {}
}
