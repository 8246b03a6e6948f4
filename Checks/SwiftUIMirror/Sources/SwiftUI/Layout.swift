// SwiftUI mirror: layout, geometry and view modifiers. See Core.swift for conventions.
import Foundation

// alignment — "@frozen struct Alignment" (verified: iOS 13.0+)
// Conformances: not shown in the page excerpt; Equatable kept.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Alignment: Equatable {
  public static let center = Alignment()
  public static let top = Alignment()
  public static let bottom = Alignment()
  public static let leading = Alignment()
  public static let trailing = Alignment()
  public static let topLeading = Alignment()
  public static let bottomLeading = Alignment()
  private init() { fatalError() }
}

// horizontalalignment — "@frozen struct HorizontalAlignment" (verified: iOS 13.0+)
// Conformances: not shown in the page excerpt; Equatable kept.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct HorizontalAlignment: Equatable {
  public static let leading = HorizontalAlignment()
  public static let center = HorizontalAlignment()
  public static let trailing = HorizontalAlignment()
  private init() { fatalError() }
}

// verticalalignment — "@frozen struct VerticalAlignment" (verified: iOS 13.0+)
// Conformances: not shown in the page excerpt; Equatable kept.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct VerticalAlignment: Equatable {
  public static let top = VerticalAlignment()
  public static let center = VerticalAlignment()
  public static let bottom = VerticalAlignment()
  private init() { fatalError() }
}

// horizontaledge — "@frozen enum HorizontalEdge" (verified: iOS 15.0+; Int8 raw values, Codable;
// its Set is not mirrored)
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
@frozen public enum HorizontalEdge: Int8, CaseIterable, Codable, Sendable {
  case leading
  case trailing
}

// edge, edge/set — "@frozen enum Edge", "@frozen struct Set" (verified: iOS 13.0+)
// Int8 raw values; Edge.Set conforms to OptionSet and Sendable.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public enum Edge: Int8, CaseIterable {
  case top, leading, bottom, trailing

  @frozen public struct Set: OptionSet, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { fatalError() }
    public static let top = Set(rawValue: 1)
    public static let leading = Set(rawValue: 2)
    public static let bottom = Set(rawValue: 4)
    public static let trailing = Set(rawValue: 8)
    public static let all = Set(rawValue: 15)
    public static let horizontal = Set(rawValue: 10)
    public static let vertical = Set(rawValue: 5)
  }
}

// verticaledge — iOS 18.6 SDK: "@frozen public enum VerticalEdge : Swift.Int8, Swift.CaseIterable,
// Swift.Codable" (iOS 15.0; Equatable, Hashable, RawRepresentable, Sendable in extensions).
// `VerticalEdge.Set` is not mirrored.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
@frozen public enum VerticalEdge: Int8, CaseIterable {
  case top
  case bottom
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension VerticalEdge: Sendable {}

// edgeinsets — "@frozen struct EdgeInsets" (verified: iOS 13.0+, Sendable)
// Members: init(top:leading:bottom:trailing:), init(), var top/leading/bottom/trailing.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct EdgeInsets: Equatable, Sendable {
  public var top: CGFloat
  public var leading: CGFloat
  public var bottom: CGFloat
  public var trailing: CGFloat
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) { fatalError() }
  public init() { fatalError() }
}

// safearearegions — "@frozen struct SafeAreaRegions" (verified: iOS 14.0+, OptionSet)
// Members: static let container, keyboard, all.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@frozen public struct SafeAreaRegions: OptionSet {
  public let rawValue: UInt
  public init(rawValue: UInt) { fatalError() }
  public static let container = SafeAreaRegions(rawValue: 1)
  public static let keyboard = SafeAreaRegions(rawValue: 2)
  public static let all = SafeAreaRegions(rawValue: 3)
}

// axis, axis/set — "@frozen enum Axis", "@frozen struct Set" (verified: iOS 13.0+)
// Axis.Set conforms to OptionSet and Sendable.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public enum Axis: Int8, CaseIterable {
  case horizontal, vertical

  @frozen public struct Set: OptionSet, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { fatalError() }
    public static let horizontal = Set(rawValue: 1)
    public static let vertical = Set(rawValue: 2)
  }
}

// visibility — "@frozen enum Visibility" (verified: iOS 15.0+; cases automatic, visible, hidden)
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
@frozen public enum Visibility: Hashable, CaseIterable {
  case automatic, visible, hidden
}

// coordinatespace — "enum CoordinateSpace" (verified: iOS 13.0+; cases global, local)
// The named(_:) case's own page was not found.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum CoordinateSpace {
  case global
  case local
  case named(AnyHashable)
}

// coordinatespaceprotocol — "protocol CoordinateSpaceProtocol" (verified: iOS 17.0+)
// Requirement: "var coordinateSpace: CoordinateSpace { get }". Mirrored because DragGesture and
// GeometryProxy have overloads taking it, and `.named(_:)` / `.global` resolve against both.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public protocol CoordinateSpaceProtocol {
  var coordinateSpace: CoordinateSpace { get }
}

// namedcoordinatespace — "struct NamedCoordinateSpace" (verified: iOS 17.0+)
// Conforms to Equatable, CoordinateSpaceProtocol.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Equatable {
  public var coordinateSpace: CoordinateSpace { fatalError() }
}

// localcoordinatespace — "struct LocalCoordinateSpace" (verified: iOS 17.0+)
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
  public var coordinateSpace: CoordinateSpace { fatalError() }
}

// globalcoordinatespace — "struct GlobalCoordinateSpace" (verified: iOS 17.0+)
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {
  public var coordinateSpace: CoordinateSpace { fatalError() }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
  // coordinatespaceprotocol/named(_:) (verified)
  public static func named(_ name: some Hashable) -> NamedCoordinateSpace { fatalError() }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
  // coordinatespaceprotocol/local (verified)
  public static var local: LocalCoordinateSpace { fatalError() }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
  // coordinatespaceprotocol/global (verified)
  public static var global: GlobalCoordinateSpace { fatalError() }
}

// geometryproxy — "struct GeometryProxy" (verified: iOS 13.0+)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct GeometryProxy {
  // geometryproxy/size (verified)
  public var size: CGSize { fatalError() }
  // geometryproxy/safeareainsets (verified)
  public var safeAreaInsets: EdgeInsets { fatalError() }
  // geometryproxy/frame(in:)-4d7dw (verified: the CoordinateSpace overload)
  // Availability on the page: iOS 13.0–27.0, macOS 10.15–27.0, tvOS 13.0–27.0, watchOS 6.0–27.0,
  // (visionOS 1.0–27.0).
  // iOS 18.6 SDK: deprecated "in a future version" with this message
  @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "use overload that accepts a CoordinateSpaceProtocol instead")
  @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "use overload that accepts a CoordinateSpaceProtocol instead")
  @available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "use overload that accepts a CoordinateSpaceProtocol instead")
  @available(watchOS, introduced: 6.0, deprecated: 100000.0, message: "use overload that accepts a CoordinateSpaceProtocol instead")
  @available(visionOS, introduced: 1.0, deprecated: 100000.0, message: "use overload that accepts a CoordinateSpaceProtocol instead")
  public func frame(in coordinateSpace: CoordinateSpace) -> CGRect { fatalError() }
  // geometryproxy/frame(in:) (verified: the CoordinateSpaceProtocol overload, iOS 17.0+)
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect { fatalError() }
}

// geometryreader (verified: iOS 13.0+)
// Page: "@frozen nonisolated struct GeometryReader<Content> where Content : View".
// (The View conformance is declared here too; a page's declaration never lists conformances.)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen nonisolated public struct GeometryReader<Content>: View where Content: View {
  // geometryreader/init(content:) (verified: nonisolated)
  // The docs' @ContentBuilder is the Xcode 27 spelling of @ViewBuilder.
  public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
    fatalError()
  }
  public typealias Body = Never
}

@available(*, unavailable)
extension GeometryReader: Sendable {}

// zstack (verified: iOS 13.0+)
// Page: "@frozen nonisolated struct ZStack<Content> where Content : View".
// (The View conformance is declared here too; a page's declaration never lists conformances.)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen nonisolated public struct ZStack<Content>: View where Content: View {
  // zstack/init(alignment:content:) (verified: nonisolated; @ContentBuilder in the docs)
  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
    fatalError()
  }
  public typealias Body = Never
}

@available(*, unavailable)
extension ZStack: Sendable {}

// vstack (verified: iOS 13.0+)
// Page: "@frozen nonisolated struct VStack<Content> where Content : View".
// (The View conformance is declared here too; a page's declaration never lists conformances.)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen nonisolated public struct VStack<Content>: View where Content: View {
  // vstack/init(alignment:spacing:content:)
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) { fatalError() }
  public typealias Body = Never
}

@available(*, unavailable)
extension VStack: Sendable {}

// hstack (verified: iOS 13.0+)
// Page: "@frozen nonisolated struct HStack<Content> where Content : View".
// (The View conformance is declared here too; a page's declaration never lists conformances.)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen nonisolated public struct HStack<Content>: View where Content: View {
  // hstack/init(alignment:spacing:content:)
  // (unverified: no page found) Nonisolated anyway through the type, like the documented
  // VStack and ZStack inits.
  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) { fatalError() }
  public typealias Body = Never
}

@available(*, unavailable)
extension HStack: Sendable {}

// spacer — "@frozen struct Spacer" (verified: iOS 13.0+; no nonisolated on the type or its init)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @frozen @preconcurrency public struct Spacer {
  // spacer/init(minlength:)
  @MainActor @preconcurrency public init(minLength: CGFloat? = nil) { fatalError() }
  public typealias Body = Never
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Spacer: View {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Spacer: Sendable {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  // view/offset(x:y:) (verified)
  nonisolated public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
    _Unimplemented()
  }

  // view/frame(width:height:alignment:) (verified)
  nonisolated public func frame(
    width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center
  ) -> some View { _Unimplemented() }

  // view/frame(minwidth:idealwidth:maxwidth:minheight:idealheight:maxheight:alignment:)
  // (unverified: no page found)
  nonisolated public func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
    minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
    alignment: Alignment = .center
  ) -> some View { _Unimplemented() }

  // view/fixedsize(horizontal:vertical:) (verified)
  nonisolated public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
    _Unimplemented()
  }

  // view/padding(_:_:) (verified)
  nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil)
    -> some View
  { _Unimplemented() }

  // view/padding(_:)-68shk (verified: the CGFloat overload)
  nonisolated public func padding(_ length: CGFloat) -> some View { _Unimplemented() }

  // view/opacity(_:) (verified)
  nonisolated public func opacity(_ opacity: Double) -> some View { _Unimplemented() }

  // view/allowshittesting(_:) (verified)
  nonisolated public func allowsHitTesting(_ enabled: Bool) -> some View { _Unimplemented() }

  // view/contentshape(_:eofill:) (verified: iOS 13.0+)
  nonisolated public func contentShape<S>(_ shape: S, eoFill: Bool = false) -> some View
  where S: Shape { _Unimplemented() }

  // view/shadow(color:radius:x:y:) (verified)
  nonisolated public func shadow(
    color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0,
    y: CGFloat = 0
  ) -> some View { _Unimplemented() }

  // view/coordinatespace(name:) (verified)
  // Availability on the page: iOS 13.0–27.0, macOS 10.15–27.0, tvOS 13.0–27.0, watchOS 6.0–27.0,
  // (visionOS 1.0–27.0); coordinateSpace(_:) replaces it.
  // iOS 18.6 SDK: deprecated "in a future version" with this message
  @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "use coordinateSpace(_:) instead")
  @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "use coordinateSpace(_:) instead")
  @available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "use coordinateSpace(_:) instead")
  @available(watchOS, introduced: 6.0, deprecated: 100000.0, message: "use coordinateSpace(_:) instead")
  @available(visionOS, introduced: 1.0, deprecated: 100000.0, message: "use coordinateSpace(_:) instead")
  nonisolated public func coordinateSpace<T>(name: T) -> some View where T: Hashable {
    _Unimplemented()
  }

  // view/safeareainset(edge:alignment:spacing:content:)-6gwby (iOS 18.6 SDK: the VerticalEdge
  // overload, iOS 15.0)
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func safeAreaInset<V>(
    edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> V
  ) -> some View where V: View { _Unimplemented() }

  // view/ignoressafearea(_:edges:) (verified: iOS 14.0+)
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  nonisolated public func ignoresSafeArea(
    _ regions: SafeAreaRegions = .all, edges: Edge.Set = .all
  ) -> some View { _Unimplemented() }

  // view/onappear(perform:) (verified)
  nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View {
    _Unimplemented()
  }

  // view/onchange(of:perform:) (verified)
  // Availability on the page: iOS 14.0–17.0, macOS 11.0–14.0, tvOS 14.0–17.0, watchOS 7.0–10.0,
  // (visionOS 1.0–1.0); replaced by the two- or zero-parameter closures.
  @available(iOS, introduced: 14.0, deprecated: 17.0, message: "Use `onChange` with a two or zero parameter action closure instead.")
  @available(macOS, introduced: 11.0, deprecated: 14.0, message: "Use `onChange` with a two or zero parameter action closure instead.")
  @available(tvOS, introduced: 14.0, deprecated: 17.0, message: "Use `onChange` with a two or zero parameter action closure instead.")
  @available(watchOS, introduced: 7.0, deprecated: 10.0, message: "Use `onChange` with a two or zero parameter action closure instead.")
  @available(visionOS, deprecated: 1.0, message: "Use `onChange` with a two or zero parameter action closure instead.")
  nonisolated public func onChange<V>(
    of value: V, perform action: @escaping (V) -> Void
  ) -> some View where V: Equatable { _Unimplemented() }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension View {
  // view/background(alignment:content:) (verified: iOS 15.0+; @ContentBuilder in the docs)
  nonisolated public func background<V>(
    alignment: Alignment = .center, @ViewBuilder content: () -> V
  ) -> some View where V: View { _Unimplemented() }

  // view/background(_:in:fillstyle:)-89n7j (verified: the Shape overload, iOS 15.0+)
  // (The InsettableShape overload, -20tq5, is not mirrored.)
  nonisolated public func background<S, T>(
    _ style: S, in shape: T, fillStyle: FillStyle = FillStyle()
  ) -> some View where S: ShapeStyle, T: Shape { _Unimplemented() }

  // view/overlay(alignment:content:) (verified: iOS 15.0+; @ContentBuilder in the docs)
  nonisolated public func overlay<V>(
    alignment: Alignment = .center, @ViewBuilder content: () -> V
  ) -> some View where V: View { _Unimplemented() }

  // view/mask(alignment:_:) (verified: iOS 15.0+; @ContentBuilder in the docs)
  nonisolated public func mask<Mask>(
    alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask
  ) -> some View where Mask: View { _Unimplemented() }
}

// MARK: - Timeline

// timelineschedule — "protocol TimelineSchedule" (iOS 15.0+; all its requirements, as the iOS 18.6
// SDK declares them)
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public protocol TimelineSchedule {
  typealias Mode = TimelineScheduleMode
  associatedtype Entries: Sequence where Self.Entries.Element == Date
  func entries(from startDate: Date, mode: Self.Mode) -> Self.Entries
}

// timelineschedulemode
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public enum TimelineScheduleMode: Hashable, Sendable {
  case normal
  case lowFrequency
}

// animationtimelineschedule
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
  // animationtimelineschedule/init(minimuminterval:paused:)
  public init(minimumInterval: Double? = nil, paused: Bool = false) { fatalError() }
  // animationtimelineschedule/entries(from:mode:)
  public func entries(from start: Date, mode: TimelineScheduleMode)
    -> AnimationTimelineSchedule.Entries
  { fatalError() }
  // animationtimelineschedule/entries
  public struct Entries: Sequence, IteratorProtocol, Sendable {
    public mutating func next() -> Date? { fatalError() }
    public typealias Element = Date
    public typealias Iterator = AnimationTimelineSchedule.Entries
  }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension TimelineSchedule where Self == AnimationTimelineSchedule {
  // timelineschedule/animation (verified)
  public static var animation: AnimationTimelineSchedule { fatalError() }
  // timelineschedule/animation(minimuminterval:paused:) (verified)
  public static func animation(minimumInterval: Double? = nil, paused: Bool = false)
    -> AnimationTimelineSchedule
  { fatalError() }
}

// everyminutetimelineschedule — "struct EveryMinuteTimelineSchedule" (verified: iOS 15.0+)
// Conforms to TimelineSchedule; init(). Sendable: not shown in the page excerpt, kept.
// Only used as TimelineViewDefaultContext's generic argument.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
  public init() { fatalError() }
  public func entries(from startDate: Date, mode: TimelineScheduleMode)
    -> EveryMinuteTimelineSchedule.Entries
  { fatalError() }
  public struct Entries: Sequence, IteratorProtocol, Sendable {
    public mutating func next() -> Date? { fatalError() }
    public typealias Element = Date
    public typealias Iterator = EveryMinuteTimelineSchedule.Entries
  }
}

// timelineview (verified) — "struct TimelineView<Schedule, Content> where Schedule :
// TimelineSchedule"
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct TimelineView<Schedule, Content> where Schedule: TimelineSchedule {
  // timelineview/context — "struct Context" (verified: iOS 15.0+)
  public struct Context {
    // timelineview/context/date — "let date: Date" (verified)
    public let date: Date
  }
}

// timelineviewdefaultcontext (verified)
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public typealias TimelineViewDefaultContext = TimelineView<EveryMinuteTimelineSchedule, Never>
  .Context

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension TimelineView: View where Content: View {
  public typealias Body = Never
  // timelineview/init(_:content:)-1mlmj (verified: nonisolated; the docs' @ContentBuilder is the
  // Xcode 27 spelling of @ViewBuilder)
  nonisolated public init(
    _ schedule: Schedule,
    @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content
  ) { fatalError() }
}
