#if canImport(UIKit)
  import BottomSheetCore
  import BottomSheetHost

  // BottomSheetKit: the SwiftUI layer over BottomSheetCore.
  //
  // `import BottomSheetKit` gives an app what it builds sheets with: the modifiers, the proxy,
  // the recorder, and the values below. The engine, the host model, the scenario codec and
  // the traces stay in BottomSheetCore, which an app imports only on purpose (a test that
  // replays a device trace, another host): Kit does not re-export it.
  //
  // iOS 15.0 is the floor: APIs newer than iOS 15 are called only from `Backport.swift`, each
  // under `if #available` with an iOS 15 fallback (enforced by `Checks/run`).

  /// A resting height of a sheet: `.medium`, `.large`, `.height(_:)`, `.fraction(_:)`,
  /// `.fitsContent`, `.anchor(_:)` or `.custom(_:_:)`, like SwiftUI's `PresentationDetent`.
  ///
  /// The list and the selection are made of the same values:
  ///
  /// ```swift
  /// @State private var detent = Detent.medium
  /// Filters().bottomSheetDetents([.medium, .large], selection: $detent)
  /// ```
  public typealias Detent = BottomSheetCore.Detent

  /// A detent's identity, as events report it (`SheetEvent`'s `selectionChanged`, `settled`):
  /// compare it with a detent's `id`.
  ///
  /// ```swift
  /// if case let .settled(id) = event.kind, id == Detent.large.id { … }
  /// ```
  public typealias DetentID = BottomSheetCore.DetentID

  /// What a custom detent's closure gets: the space the sheet has, the content's height and
  /// the measured anchors.
  ///
  /// ```swift
  /// let peek = Detent.custom("peek") { context in context.maximumHeight * 0.2 }
  /// ```
  public typealias DetentContext = BottomSheetCore.DetentContext

  /// The sheet's spring, in SwiftUI's terms (`response` and `dampingFraction`, or `duration`
  /// and `bounce`): `bottomSheetSpring(_:)`.
  public typealias SheetSpring = BottomSheetCore.SheetSpring

  /// Something the sheet did (dragged, released, settled, presented, dismissed, …), delivered
  /// to `onBottomSheetEvent(_:)`.
  public typealias SheetEvent = BottomSheetCore.SheetEvent

  /// Why a sheet was dismissed or a dismissal refused (a drag, a backdrop tap, code, …), in
  /// `SheetEvent`.
  public typealias DismissReason = BottomSheetCore.DismissReason

  /// Who a drag moves, the sheet or its scroll view, in `SheetEvent`'s `dragBegan` and
  /// `handoff`.
  public typealias DragOwner = BottomSheetCore.DragOwner

  /// What a tap on a modal sheet's backdrop does: `bottomSheetBackdropTap(_:)`.
  public typealias BackdropTapAction = BottomSheetCore.BackdropTapAction
#endif
