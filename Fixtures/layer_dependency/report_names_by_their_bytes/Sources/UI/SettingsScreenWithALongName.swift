struct SettingsScreenWithALongName {}
