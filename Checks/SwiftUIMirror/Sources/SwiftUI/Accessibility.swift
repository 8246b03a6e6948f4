// SwiftUI mirror: accessibility modifiers. See Core.swift for conventions.

// accessibilityattachmentmodifier — iOS 18.6 SDK: "public struct AccessibilityAttachmentModifier :
// ViewModifier" (not isolated: see TupleView; `body(content:)` is ViewModifier's default)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct AccessibilityAttachmentModifier: ViewModifier {
  public typealias Body = Never
}

// accessibilitytraits — "struct AccessibilityTraits" (verified; the SetAlgebra/Sendable conformances are not shown in the page excerpt)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct AccessibilityTraits: SetAlgebra, Sendable {
  // accessibilitytraits/isbutton (verified)
  public static let isButton = AccessibilityTraits()
  // accessibilitytraits/isheader (verified)
  public static let isHeader = AccessibilityTraits()
  // accessibilitytraits/ismodal (verified)
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

// accessibilityactionkind — "struct AccessibilityActionKind" (verified; conformances not shown in the page excerpt)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct AccessibilityActionKind: Equatable, Sendable {
  // accessibilityactionkind/default (verified)
  public static let `default` = AccessibilityActionKind()
  // accessibilityactionkind/escape (verified)
  public static let escape = AccessibilityActionKind()
  private init() { fatalError() }
}

// accessibilityadjustmentdirection — "enum AccessibilityAdjustmentDirection" (verified; conformances not shown in the page excerpt)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum AccessibilityAdjustmentDirection: Equatable, Sendable {
  // accessibilityadjustmentdirection/increment (verified)
  case increment
  // accessibilityadjustmentdirection/decrement (verified)
  case decrement
}

// accessibilitychildbehavior — "struct AccessibilityChildBehavior" (verified; conformances not shown in the page excerpt)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct AccessibilityChildBehavior: Hashable {
  // accessibilitychildbehavior/ignore (verified)
  public static let ignore = AccessibilityChildBehavior()
  // accessibilitychildbehavior/contain (verified)
  public static let contain = AccessibilityChildBehavior()
  // accessibilitychildbehavior/combine (verified)
  public static let combine = AccessibilityChildBehavior()
  private init() { fatalError() }
}

@available(*, unavailable)
extension AccessibilityChildBehavior: Sendable {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  // view/accessibilityelement(children:) (verified)
  nonisolated public func accessibilityElement(children: AccessibilityChildBehavior = .ignore)
    -> some View
  { _Unimplemented() }

  // view/accessibilityaction(_:_:) (verified)
  nonisolated public func accessibilityAction(
    _ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { fatalError() }

  // view/accessibilityadjustableaction(_:) (verified)
  nonisolated public func accessibilityAdjustableAction(
    _ handler: @escaping (AccessibilityAdjustmentDirection) -> Void
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { fatalError() }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension View {
  // view/accessibilitylabel(_:) (unverified: no page found for the Text overload; the un-suffixed page is now the iOS 16 LocalizedStringResource overload group)
  nonisolated public func accessibilityLabel(_ label: Text) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > { fatalError() }

  // view/accessibilityidentifier(_:) (iOS 18.6 SDK: "@available(iOS 14.0, macOS 11.0, tvOS
  // 14.0, watchOS 7.0, *) extension SwiftUICore.View { nonisolated public func
  // accessibilityIdentifier(_ identifier: Swift.String) -> SwiftUICore.ModifiedContent<Self,
  // SwiftUI.AccessibilityAttachmentModifier> }"; the examples' frame-cost label, which the
  // simulator suite's UI tests find by it)
  nonisolated public func accessibilityIdentifier(_ identifier: String) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > { fatalError() }

  // view/accessibilityvalue(_:)-z9mo (verified: the Text overload, iOS 14.0)
  nonisolated public func accessibilityValue(_ valueDescription: Text) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > { fatalError() }

  // view/accessibilityhint(_:)-3rdgs (verified: the Text overload, iOS 14.0)
  nonisolated public func accessibilityHint(_ hint: Text) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > { fatalError() }

  // view/accessibilityaddtraits(_:) (verified)
  nonisolated public func accessibilityAddTraits(_ traits: AccessibilityTraits)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  { fatalError() }

  // view/accessibilityhidden(_:) (verified)
  nonisolated public func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > { fatalError() }
}
