extension Published {
  /// The publisher `$x` of a `@Published` property.
  ///
  /// It sends the current value on subscribe, once, synchronously, before `sink` returns (use
  /// `dropFirst()` to skip it); after that it sends each new value at willSet time. A
  /// subscriber added while a value is being sent is sent that new value on subscribe, though
  /// the property still reads the old one.
  public struct Publisher: VanillaModels.Publisher {
    public typealias Output = Value

    let subject: PublishedSubject<Value>

    public func sink(receiveValue: @escaping (Value) -> Void) -> AnyCancellable {
      let cancellable = subject.subscribers.subscribe(receiveValue)
      receiveValue(subject.valueOnSubscribe)
      return cancellable
    }
  }
}
