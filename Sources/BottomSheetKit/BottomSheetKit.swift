#if canImport(UIKit)
  @_exported import BottomSheetCore

// BottomSheetKit: the SwiftUI layer over BottomSheetCore.
//
// The layer only translates. Gestures, measured geometry, scroll offsets, the keyboard and
// accessibility actions become `SheetEngine` calls; `SheetEngine.layout(at:)` becomes an
// offset, a backdrop opacity, hit testing and corner radii. Every decision is the engine's.
//
// iOS 15.0 is the floor: APIs newer than iOS 15 are called only from `Backport.swift`, each
// under `if #available` with an iOS 15 fallback (enforced by `Checks/run`).
#endif
