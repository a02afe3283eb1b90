/// How an action is written in a warning: as a case path a reader would type,
/// `counter1(incrementButtonTapped)`, not with the nested actions' qualified type names
/// (`counter1(StoreModels.EnumDestination.Counter.Action.incrementButtonTapped)`) that
/// `String(describing:)` gives. Text inside string payloads is kept as it is.
func actionDescription<Action>(_ action: Action) -> String {
  var result = ""
  var word = ""
  var inString = false
  func flushWord() {
    // NB: a qualified name starts with a capital (a module or a type); `1.5` or `x.y` stays.
    if word.first?.isUppercase == true, let dot = word.lastIndex(of: ".") {
      result += word[word.index(after: dot)...]
    } else {
      result += word
    }
    word = ""
  }
  var previous: Character?
  for character in String(describing: action) {
    defer { previous = character }
    if inString {
      result.append(character)
      if character == "\"", previous != "\\" { inString = false }
    } else if character == "\"" {
      flushWord()
      result.append(character)
      inString = true
    } else if character.isLetter || character.isNumber || character == "_" || character == "." {
      word.append(character)
    } else {
      flushWord()
      result.append(character)
    }
  }
  flushWord()
  return result
}
