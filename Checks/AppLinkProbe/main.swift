// An app's binary, as far as Linux can link one: an executable that depends on the
// BottomSheetKit product only and imports only BottomSheetKit (and SwiftUI, as an app does).
// SwiftPM links the object files of every target in the product's dependency closure, so
// `Checks/app-links` reads this executable's symbol table to show which of the package's
// modules an app carries: Kit, Core and Host, never the lab's Tooling (the scenario codec,
// its JSON parser, the study's estimators). Built against the SwiftUI mirror (Checks/run);
// never run (the mirror's bodies trap).
import BottomSheetKit
import SwiftUI

#if canImport(UIKit)
  let detents: Set<Detent> = [.medium, .large]
  print(detents.count, BottomSheetProxy.self)
#endif
