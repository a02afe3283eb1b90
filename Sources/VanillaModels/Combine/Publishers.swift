/// Namespace for the operators' publisher types, such as `Publishers.DropFirst`.
public enum Publishers {}
