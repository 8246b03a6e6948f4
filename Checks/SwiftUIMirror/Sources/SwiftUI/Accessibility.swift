// SwiftUI mirror: accessibility modifiers. See Core.swift for conventions.

// accessibilityattachmentmodifier
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct AccessibilityAttachmentModifier: ViewModifier {
  public typealias Body = Never
  public func body(content: Content) -> Never { fatalError() }
}

// accessibilitytraits
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct AccessibilityTraits: SetAlgebra, Sendable {
  public static let isButton = AccessibilityTraits()
  public static let isHeader = AccessibilityTraits()
  public static let isModal = AccessibilityTraits()
  public init() { fatalError() }
  public func contains(_ member: AccessibilityTraits) -> Bool { fatalError() }
  public func union(_ other: AccessibilityTraits) -> AccessibilityTraits { fatalError() }
  public func intersection(_ other: AccessibilityTraits) -> AccessibilityTraits { fatalError() }
  public func symmetricDifference(_ other: AccessibilityTraits) -> AccessibilityTraits {
    fatalError()
  }
  public mutating func insert(_ newMember: AccessibilityTraits) -> (
    inserted: Bool, memberAfterInsert: AccessibilityTraits
  ) { fatalError() }
  public mutating func remove(_ member: AccessibilityTraits) -> AccessibilityTraits? {
    fatalError()
  }
  public mutating func update(with newMember: AccessibilityTraits) -> AccessibilityTraits? {
    fatalError()
  }
  public mutating func formUnion(_ other: AccessibilityTraits) { fatalError() }
  public mutating func formIntersection(_ other: AccessibilityTraits) { fatalError() }
  public mutating func formSymmetricDifference(_ other: AccessibilityTraits) { fatalError() }
  public static func == (lhs: AccessibilityTraits, rhs: AccessibilityTraits) -> Bool {
    fatalError()
  }
}

// accessibilityactionkind
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct AccessibilityActionKind: Equatable, Sendable {
  public static let `default` = AccessibilityActionKind()
  public static let escape = AccessibilityActionKind()
  private init() { fatalError() }
}

// accessibilityadjustmentdirection
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum AccessibilityAdjustmentDirection: Equatable, Sendable {
  case increment
  case decrement
}

// accessibilitychildbehavior
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct AccessibilityChildBehavior: Hashable, Sendable {
  public static let ignore = AccessibilityChildBehavior()
  public static let contain = AccessibilityChildBehavior()
  public static let combine = AccessibilityChildBehavior()
  private init() { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  // view/accessibilityelement(children:)
  nonisolated public func accessibilityElement(children: AccessibilityChildBehavior = .ignore)
    -> some View
  { _Unimplemented() }

  // view/accessibilityaction(_:_:)
  nonisolated public func accessibilityAction(
    _ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { fatalError() }

  // view/accessibilityadjustableaction(_:)
  nonisolated public func accessibilityAdjustableAction(
    _ handler: @escaping (AccessibilityAdjustmentDirection) -> Void
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { fatalError() }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension View {
  // view/accessibilitylabel(_:) (Text)
  nonisolated public func accessibilityLabel(_ label: Text) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > { fatalError() }

  // view/accessibilityvalue(_:) (Text)
  nonisolated public func accessibilityValue(_ valueDescription: Text) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > { fatalError() }

  // view/accessibilityhint(_:) (Text)
  nonisolated public func accessibilityHint(_ hint: Text) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > { fatalError() }

  // view/accessibilityaddtraits(_:)
  nonisolated public func accessibilityAddTraits(_ traits: AccessibilityTraits)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  { fatalError() }

  // view/accessibilityhidden(_:)
  nonisolated public func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > { fatalError() }
}
