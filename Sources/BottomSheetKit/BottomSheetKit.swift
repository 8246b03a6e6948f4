#if canImport(UIKit)
  import BottomSheetCore

  // BottomSheetKit: the SwiftUI layer over the engine (BottomSheetCore) and the host model
  // (BottomSheetHost).
  //
  // `import BottomSheetKit` gives an app what it builds sheets with: the modifiers, the proxy,
  // the recorder, and the eleven values below, re-exported one by one, ten from BottomSheetCore
  // and one from BottomSheetHost (scoped `@_exported` imports, not type aliases: with Swift's
  // MemberImportVisibility, a member is visible only through an import of its own module, so an
  // alias would hide `Detent.medium`, `SheetSpring(response:dampingFraction:)` and
  // `BottomSheetAppearance.opaque`). The rest of the engine and the host model are not
  // re-exported: code that needs them imports them on purpose (the lab's scenario codec,
  // BottomSheetTooling, is not even a dependency of Kit). `Checks/hidden-names` checks both
  // halves, with and without MemberImportVisibility.
  //
  // The values: `Detent` (where a sheet rests, `.medium`, `.height(_:)`, `.anchor(_:)`, …, for
  // the list and the selection alike), `DetentID` (a detent's identity, as events report it),
  // `DetentContext` (what a custom detent's closure reads) and `SheetSize` (its container's
  // size), `SheetPhase` (in `BottomSheetGeometry`), `SheetSpring`, `SheetEvent` (the deprecated
  // form of `onBottomSheetEvent`), `DismissReason`, `DragOwner` (in events),
  // `BackdropTapAction`; and `BottomSheetAppearance` (the look `bottomSheetAppearance(_:)`
  // chooses: one type, defined where the host's rule decides with it, so the layer has no copy
  // to map). Kit's own `BottomSheetEvent` carries the app's detents.
  //
  // iOS 15.0 is the floor: APIs newer than iOS 15 are called only from `Backport.swift`, each
  // under `if #available` with an iOS 15 fallback (enforced by `Checks/run`).
  @_exported import struct BottomSheetCore.Detent
  @_exported import struct BottomSheetCore.DetentID
  @_exported import struct BottomSheetCore.DetentContext
  @_exported import struct BottomSheetCore.SheetSize
  @_exported import enum BottomSheetCore.SheetPhase
  @_exported import struct BottomSheetCore.SheetSpring
  @_exported import struct BottomSheetCore.SheetEvent
  @_exported import enum BottomSheetCore.DismissReason
  @_exported import enum BottomSheetCore.DragOwner
  @_exported import enum BottomSheetCore.BackdropTapAction
  @_exported import enum BottomSheetHost.BottomSheetAppearance
#endif
