// swift-tools-version: 6.2
import PackageDescription

/// Every target is main-actor isolated by default, as a new app project is: view models, stores
/// and the simulated view layer all live on the main actor, like their SwiftUI counterparts.
let mainActorByDefault: [SwiftSetting] = [.defaultIsolation(MainActor.self)]

let package = Package(
  name: "ArchitectureLab",
  platforms: [.macOS(.v15)],
  products: [
    .executable(name: "compare", targets: ["compare"]),
    // NB: the lab as a library, so another package can add its own architecture's contestants
    // (docs/extending.md; Examples/ReduxLab does).
    .library(name: "ArchitectureLab", targets: ["ArchitectureLab"]),
    .library(name: "Instrumentation", targets: ["Instrumentation"]),
  ],
  targets: [
    .target(name: "Instrumentation", swiftSettings: mainActorByDefault),
    // NB: a module map over a header of two inline functions on the C library's allocator, for
    // the bench (Bench/LiveHeap.swift, Bench/SteadyHeap.swift); it links nothing beyond the C
    // library.
    .systemLibrary(name: "CMalloc"),
    // NB: the same over what a child process inherits (pipes close-on-exec as they are made, a
    // spawn that closes what its actions do not place) and the environment, for Fuzz/Spawn.swift.
    .systemLibrary(name: "CSpawn"),
    .target(
      name: "VanillaModels", dependencies: ["Instrumentation"], swiftSettings: mainActorByDefault),
    .target(
      name: "StoreModels", dependencies: ["Instrumentation"], swiftSettings: mainActorByDefault),
    .target(
      name: "ArchitectureLab",
      dependencies: ["Instrumentation", "VanillaModels", "StoreModels", "CMalloc", "CSpawn"],
      swiftSettings: mainActorByDefault
    ),
    .executableTarget(
      name: "compare", dependencies: ["ArchitectureLab"], swiftSettings: mainActorByDefault),
    // NB: what the two model modules' tests share (recordedEvents, observe); a plain target,
    // built with the tests and linked into no product.
    .target(
      name: "TestSupport", dependencies: ["Instrumentation"], path: "Tests/TestSupport",
      swiftSettings: mainActorByDefault),
    .testTarget(
      name: "VanillaModelsTests",
      dependencies: ["VanillaModels", "Instrumentation", "TestSupport"],
      swiftSettings: mainActorByDefault),
    .testTarget(
      name: "StoreModelsTests", dependencies: ["StoreModels", "Instrumentation", "TestSupport"],
      swiftSettings: mainActorByDefault),
    .testTarget(
      name: "ArchitectureLabTests", dependencies: ["ArchitectureLab", "Instrumentation"],
      swiftSettings: mainActorByDefault),
  ],
  swiftLanguageModes: [.v6]
)
