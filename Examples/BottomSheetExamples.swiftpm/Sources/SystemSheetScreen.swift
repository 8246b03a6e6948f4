#if canImport(UIKit)
  import BottomSheetKit
  import SwiftUI

  /// Our sheet inside Apple's: a button presents Apple's `.sheet`, and inside it a button
  /// presents a modal bottom sheet, which must appear above Apple's sheet and dim it. Inside
  /// the bottom sheet a button shows an `.alert`, which must appear above everything, with the
  /// bottom sheet still open behind it. Separately, a bottom sheet whose content is a
  /// `NavigationView`: tapping one of its rows pushes inside the sheet (the device plan
  /// documents what happens to the sheet's header and the navigation bar). (Issue #20; the
  /// device plan's items for sheets in Apple's sheet, alerts, and navigation in a sheet.)
  struct SystemSheetScreen: View {
    @State private var showsSystemSheet = false
    @State private var showsNavigationSheet = false
    @State private var showsAnchoredInline = false
    @State private var recorder = BottomSheetTraceRecorder()
    @State private var navigationRecorder = BottomSheetTraceRecorder()

    var body: some View {
      VStack(spacing: 16) {
        Button("Show Apple's sheet") { showsSystemSheet = true }
        Button("Show a sheet with a navigation view") { showsNavigationSheet = true }
        Button("Anchored inline sheet in Apple's sheet") { showsAnchoredInline = true }
      }
      .frame(maxWidth: .infinity, maxHeight: .infinity)
      .sheet(isPresented: $showsAnchoredInline) {
        NavigationView { AnchoredInlineScreen() }
      }
      .sheet(isPresented: $showsSystemSheet) {
        SystemSheetContent(recorder: recorder)
      }
      .bottomSheet(isPresented: $showsNavigationSheet) {
        NavigationView { TopicList() }
          .bottomSheetDetents([.medium, .large])
          .bottomSheetTrace(navigationRecorder)
      }
      .navigationTitle("Inside Apple's sheet")
      .toolbar { TraceButton(recorder: navigationRecorder) }
    }
  }

  /// Apple's sheet: it presents our sheet (its trace button records that sheet).
  private struct SystemSheetContent: View {
    let recorder: BottomSheetTraceRecorder
    @State private var showsBottomSheet = false

    var body: some View {
      VStack(spacing: 16) {
        Text("Apple's sheet").font(.headline)
        Button("Show bottom sheet") { showsBottomSheet = true }
        TraceButton(recorder: recorder)
      }
      .frame(maxWidth: .infinity, maxHeight: .infinity)
      .bottomSheet(isPresented: $showsBottomSheet) {
        AlertingContent()
          .bottomSheetDetents([.medium, .large])
          .bottomSheetTitle("Above Apple's sheet")
          .bottomSheetCloseButton()
          .bottomSheetTrace(recorder)
      }
    }
  }

  /// Our sheet's content: an alert presented from inside the bottom sheet (iOS 15's
  /// `alert(_:isPresented:actions:message:)`).
  private struct AlertingContent: View {
    @State private var showsAlert = false
    @State private var confirmed = 0
    /// The presenter's: the bottom sheet's content carries the presenting view's environment,
    /// which is Apple's sheet here, so this dismisses Apple's sheet. The bottom sheet is a
    /// presentation from Apple's sheet, so UIKit takes it away with it, at once (device plan
    /// 7.4).
    @Environment(\.dismiss) private var dismissPresenter
    /// A full-screen cover from the sheet's content: UIKit takes the presenting screens out of
    /// the window while it is up; the bottom sheet must still be there when it is closed
    /// (device plan 7.15).
    @State private var showsCover = false
    /// A second bottom sheet from this one's content: presented from this sheet, it leaves
    /// with it (DEVICE-TEST-PLAN 1.4).
    @State private var showsSecondSheet = false

    var body: some View {
      VStack(alignment: .leading, spacing: 12) {
        Text("This sheet was presented from Apple's sheet, and dims it.")
        Text(verbatim: "Alerts confirmed: \(confirmed)")
        Button("Show alert") { showsAlert = true }
        Button("Close Apple's sheet (the presenter's dismiss)") { dismissPresenter() }
        Button("Show a full-screen cover") { showsCover = true }
        Button("Show a second bottom sheet") { showsSecondSheet = true }
      }
      .padding()
      .bottomSheet(isPresented: $showsSecondSheet) {
        Text("A bottom sheet presented from a bottom sheet's content.")
          .padding()
          .bottomSheetDetents([.fitsContent])
      }
      .fullScreenCover(isPresented: $showsCover) {
        VStack(spacing: 16) {
          Text("A full-screen cover from the bottom sheet's content.")
          Button("Close cover") { showsCover = false }
        }
      }
      .alert("Archive this draft?", isPresented: $showsAlert) {
        Button("Archive") { confirmed += 1 }
        Button("Not now") {}
      } message: {
        Text("The alert is above the bottom sheet, which stays open behind it.")
      }
    }
  }

  /// A `NavigationView`'s root inside a bottom sheet: each row pushes a detail screen inside
  /// the sheet.
  private struct TopicList: View {
    var body: some View {
      List(0..<12) { index in
        NavigationLink(destination: TopicDetail(number: index + 1)) {
          Text(verbatim: "Topic \(index + 1)")
        }
      }
      .navigationTitle("Topics")
    }
  }

  private struct TopicDetail: View {
    let number: Int

    var body: some View {
      Text(verbatim: "Topic \(number), pushed inside the sheet. Go back with the back button.")
        .padding()
        .navigationTitle("Topic \(number)")
    }
  }
#endif
