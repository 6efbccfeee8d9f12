extension SettingsScreenWithALongName {
    struct Configuration {}
}
