import VanillaModels

/// Installs the `objectWillChange` of each object, as the view that observes it does.
///
/// NB: an object's publisher is installed on first access; until then nobody can be listening,
/// so a `@Published` assignment sends, and logs, nothing. A test that counts the sends of an
/// object nobody else subscribes to must first stand in for its view.
func observeAsViews(_ objects: (any ObservableObject)?...) {
  for object in objects {
    _ = object?.objectWillChange
  }
}
