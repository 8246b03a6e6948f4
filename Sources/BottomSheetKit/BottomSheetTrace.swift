#if canImport(UIKit)
  import BottomSheetCore
  import BottomSheetHost
  import SwiftUI

  extension View {
    /// Records the enclosing sheet's input stream into `recorder`, in the scenario format
    /// that `sheetlab replay` reads. A debugging aid: leave it out of release builds.
    ///
    /// ```swift
    /// @State private var recorder = BottomSheetTraceRecorder()
    ///
    /// Content()
    ///   .bottomSheetTrace(recorder)
    /// // later: recorder.hostTraceJSON
    /// ```
    ///
    /// - Parameter recorder: The recorder to write to.
    public func bottomSheetTrace(_ recorder: BottomSheetTraceRecorder) -> some View {
      modifier(SheetRefOptionModifier(value: recorder) { options, box in options.trace = box })
    }
  }
#endif
