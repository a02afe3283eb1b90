import Testing

@testable import ArchitectureLab

/// The `enum` scenario's note in the lab: a destination case whose payload is a plain number,
/// not an observable state.
@Suite("Enum in the lab")
struct EnumLabTests {
  private static let note = "scenario enum\ntoggle-note\nnext-note"

  @Test(
    "next-note re-renders the parent and the note, which both show the number, in every school",
    arguments: ["vanilla", "observation", "store"])
  func nextNoteRerendersItsReaders(contestant: String) throws {
    let result = try run(Self.note, contestant: contestant)
    #expect(result.verdict == .correct)
    #expect(result.steps[2].bodyRuns == ["ParentView": 1, "ParentView/NoteView": 1])
  }

  /// The number is the destination's identity in the note's case: the destination store tells
  /// the parent (which reads its state), and the `destination` field the note's store reads
  /// through tells the note. No store is made.
  @Test("next-note on the store: the new number reaches both readers through their stores")
  func nextNoteStore() throws {
    #expect(
      try stepLog(Self.note, contestant: "store", step: 2) == """
        step 2: next-note
          NoteView.body
          NoteView.observationChange
          ParentView.body
          ParentView.observationChange
        """)
  }

  @Test("the uncached store shows the new number too: the parent's view state holds it")
  func nextNoteLegacy() throws {
    let result = try run(Self.note + "\nnext-note", contestant: "store/uncached")
    #expect(result.verdict == .correct)
    #expect(result.steps[3].bodyRuns["ParentView/NoteView"] == 1)
  }
}
