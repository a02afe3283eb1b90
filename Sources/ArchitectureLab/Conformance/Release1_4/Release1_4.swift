/// The suite's `iOS 16` screens as the store library's 1.4.0 wrote them, the screens its 1.4.0
/// recordings were taken on (`compare conformance --tag 1.4.0`; docs/fidelity.md, "Before 1.5").
///
/// At 1.4.0 the screens sat at the top of the app's folder, and differ from 1.7.0's `iOS 16`
/// ones (``BasicsView`` and its siblings in `Conformance/iOS16`) in how they scope: every scope
/// is a closure scope, a new store each time (a key path was passed as a function), and every
/// `WithViewStore` and helper is 1.4.0's (``WithViewStore/init(release1_4:observe:removeDuplicates:content:)``
/// and `store/uncached`'s helpers, which follow 1.4.0's code). Their features are 1.7.0's,
/// where they are the same, so the stores carry the same names.
///
/// NB: a namespace, not a folder of new names: the recorded lines name the screens' views and
/// features (`BasicsView.body`, `StoreOf<BasicsView.Feature>`), and the lab's views log their
/// lines themselves, so a mirror's type may be named as the suite's while its feature is the
/// `iOS 16` mirror's.
enum Release1_4 {}
