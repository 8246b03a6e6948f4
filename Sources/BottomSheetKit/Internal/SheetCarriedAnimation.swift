#if canImport(UIKit)
  import SwiftUI

  /// The animation of a SwiftUI update, carried across a hosting controller's boundary.
  ///
  /// A hosting controller's new root view is applied at its next layout, outside the
  /// transaction in which the outer state changed, so a `withAnimation` change of state the
  /// presenter owns would jump inside the hosted view. Transmission passes the transaction
  /// with each update of its hosting controllers (`PresentationLinkAdapter.swift`,
  /// `update(content:transaction:)`); without its private root view, the root here applies the
  /// animation with `animation(_:value:)` (iOS 15) keyed to a count that moves only with an
  /// animated update, so updates without one animate nothing.
  struct SheetCarriedAnimation {
    private(set) var animation: Animation?
    private(set) var generation = 0

    /// Takes the animation of `transaction`, if it animates.
    mutating func take(_ transaction: Transaction) {
      guard let animation = transaction.animation, !transaction.disablesAnimations else { return }
      self.animation = animation
      generation &+= 1
    }
  }
#endif
