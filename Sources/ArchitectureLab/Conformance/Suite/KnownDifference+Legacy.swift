// The known differences of the iOS 16 recordings (docs/fidelity.md, "Known differences").

extension KnownDifference {
  /// The iOS 16 steps the lab does not reproduce: SwiftUI kept the views of a form section the
  /// enum screen removed.
  static let legacy: [KnownDifference] =
    [
      KnownDifference(
        variant: .legacy, group: .enumeration, test: "testToggle1On_Increment_Toggle1OffOn",
        step: 1,
        labOnly: [
          "StoreOf<BasicsView.Feature>.init": 3, "StoreOf<BasicsView.Feature?>.init": 4,
          "StoreOf<EnumView.Feature.Destination>.init": 2,
          "ViewStoreOf<BasicsView.Feature>.init": 1, "ViewStoreOf<BasicsView.Feature?>.init": 2,
          "ViewStoreOf<EnumView.Feature.Destination>.init": 2,
          "ViewStoreOf<BasicsView.Feature?>.deinit": 1,
          "ViewStoreOf<EnumView.Feature.Destination>.deinit": 1,
          "WithViewStoreOf<BasicsView.Feature?>.body": 1,
          "WithViewStoreOf<EnumView.Feature.Destination>.body": 1,
        ],
        recordedOnly: [:],
        cause: """
          We believe SwiftUI kept the views of the form section it removed when feature 1 was \
          toggled off, and reused them when the same case came back (no source says when SwiftUI \
          lets such views go): the recording creates no store and runs only the counter's body. \
          The lab removes a view for good and inserts the case anew (its SwitchStore, CaseLet, \
          IfLetStore and counter, with their stores and view stores).
          """)
    ] + keptFormRows

  /// iOS 16 steps that remove the enum's form section: SwiftUI released none of its views in
  /// the step (it reuses them when the same case returns, above), so the recording releases only
  /// what the bodies that ran let go.
  private static let keptFormRows = [
    ("testToggle1On_Toggle1Off", 1, departingFeature1), ("testDismiss", 1, departingFeature1),
    (
      "testToggle1On_Toggle2On", 1,
      [
        "StoreOf<BasicsView.Feature>.deinit": 3, "StoreOf<BasicsView.Feature?>.deinit": 6,
        "ViewStoreOf<BasicsView.Feature>.deinit": 1, "ViewStoreOf<BasicsView.Feature?>.deinit": 1,
      ]
    ),
  ].map { test, step, labOnly in
    KnownDifference(
      variant: .legacy, group: .enumeration, test: test, step: step,
      labOnly: labOnly,
      cause: """
        We believe SwiftUI kept the views of the form section it removed past the step (it \
        reuses them when the same case comes back; no source says when SwiftUI lets such views \
        go), so the recording releases only the view-store copies of the bodies that ran and \
        what they replaced. The lab removes a view for good in the turn it goes, with its view \
        stores and stores, none of which a 1.7 cache holds (docs/fidelity.md, "Comparison").
        """)
  }

  /// What the lab lets go of the first feature's section when it leaves the iOS 16 enum screen:
  /// its `SwitchStore`, `CaseLet`, `IfLetStore` and counter, with their view stores and stores.
  private static let departingFeature1 = [
    "StoreOf<BasicsView.Feature>.deinit": 3, "StoreOf<BasicsView.Feature?>.deinit": 4,
    "StoreOf<EnumView.Feature.Destination>.deinit": 2, "ViewStoreOf<BasicsView.Feature>.deinit": 1,
    "ViewStoreOf<BasicsView.Feature?>.deinit": 1,
    "ViewStoreOf<EnumView.Feature.Destination>.deinit": 1,
  ]
}
