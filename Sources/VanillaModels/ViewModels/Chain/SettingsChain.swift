/// The `chain` scenario: the app, any number of levels one inside the other, and the settings
/// screen at the bottom, with a notifications setting that the app and the settings screen both
/// show.
public enum SettingsChain {}
