/// The `chain` scenario: the app → home → profile → settings chain, with any number of levels
/// between the app and its settings screen, and a notifications setting that the app and the
/// settings screen both show.
public enum SettingsChain {}
