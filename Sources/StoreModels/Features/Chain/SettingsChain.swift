/// The `chain` scenario: the app, any number of levels one inside the other, and the settings
/// screen at the bottom, with a notifications setting that the app and the settings screen both
/// show.
///
/// The store way: the app's state stores the setting and the settings screen's count once, and
/// every level's state is derived from its parent's through a computed property, down to the
/// settings screen's (``App/State/home``, ``Level/State/next``, ``Level/State/settings``). Each
/// level's view gets a store scoped from its parent's. The setting is shared for free, as in
/// `Favorites`: the settings screen reads the field the app writes, with ``Store/withState(_:)``
/// (its state is plain). A send from the settings
/// screen goes up one case path per level, is reduced down one key path per level, and updates
/// one cached store per level: O(depth).
public enum SettingsChain {}
