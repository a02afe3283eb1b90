// swift-tools-version: 6.2
import PackageDescription

/// A school the lab does not have, added from outside it: a single store with selector
/// subscriptions compared by `==`, as Redux-style libraries work. It depends on the lab by
/// relative path and changes nothing in it (docs/extending.md in the lab walks through it).
let mainActorByDefault: [SwiftSetting] = [.defaultIsolation(MainActor.self)]

let package = Package(
  name: "ReduxLab",
  platforms: [.macOS(.v15)],
  dependencies: [.package(name: "ArchitectureLab", path: "../..")],
  targets: [
    // The school: stands alone, like the lab's own model modules.
    .target(
      name: "Redux", dependencies: [.product(name: "Instrumentation", package: "ArchitectureLab")],
      swiftSettings: mainActorByDefault),
    // Its apps for the lab's scenarios, as contestants.
    .target(
      name: "ReduxViews",
      dependencies: ["Redux", .product(name: "ArchitectureLab", package: "ArchitectureLab")],
      swiftSettings: mainActorByDefault),
    // `swift run`: the lab's `compare` command with the new contestants.
    .executableTarget(
      name: "ReduxLab", dependencies: ["ReduxViews"], swiftSettings: mainActorByDefault),
    .testTarget(name: "ReduxTests", dependencies: ["Redux"], swiftSettings: mainActorByDefault),
    .testTarget(
      name: "ReduxViewsTests",
      dependencies: ["ReduxViews", .product(name: "ArchitectureLab", package: "ArchitectureLab")],
      swiftSettings: mainActorByDefault),
  ],
  swiftLanguageModes: [.v6]
)
