#if canImport(UIKit)
  import BottomSheetKit
  import SwiftUI

  /// A tab bar and a navigation stack, with a modal presented from a row two levels deep: the
  /// modal must cover the tab bar and the navigation bar, and dim both. Inside it: a `List`
  /// that hands the drag to the sheet at its top, and a button that presents a second sheet
  /// above the first. The second tab has a floating card with a text field.
  struct TabsNavigationScreen: View {
    @StateObject private var store = OrderStore()

    var body: some View {
      TabView {
        NavigationView { OrdersList() }
          .tabItem { Label("Orders", systemImage: "list.bullet") }
        CardWithTextField()
          .tabItem { Label("Note", systemImage: "square.and.pencil") }
      }
      .environmentObject(store)
    }
  }

  /// Shared state read inside a presented sheet: the presenting screen's environment objects
  /// cross into the sheet's own hosting controller.
  final class OrderStore: ObservableObject {
    @Published var opened = 0
  }

  private struct OrdersList: View {
    var body: some View {
      List(0..<20) { index in
        NavigationLink(destination: OrderDetail(number: index + 1)) {
          Text("Order \(index + 1)")
        }
      }
      .safeAreaInset(edge: .top) {
        // An item set before the first render: the sheet presents with its content, and shows
        // it while it leaves (device plan 9.8).
        NavigationLink(
          destination: OrderDetail(number: 99, note: OrderNote(id: -1, kind: "Preset"))
        ) {
          Text("Open with a note")
        }
        .padding()
      }
      .navigationTitle("Orders")
    }
  }

  private struct OrderDetail: View {
    let number: Int
    @State private var showsItems = false
    @State private var note: OrderNote?
    @State private var noteDismissals = 0
    @State private var notesShown = 0
    @State private var recorder = BottomSheetTraceRecorder()

    var body: some View {
      List {
        Button("Show items") { showsItems = true }
        Button("Gift note") { showNote("Gift") }
        Button("Delivery note") { showNote("Delivery") }
      }
      .navigationTitle("Order \(number)")
      .bottomSheet(isPresented: $showsItems) {
        OrderItems(number: number)
          .bottomSheetDetents([.medium, .large])
          .bottomSheetTitle("Items")
          .bottomSheetCloseButton()
          .bottomSheetTrace(recorder)
      }
      .bottomSheet(item: $note, onDismiss: { noteDismissals += 1 }) { note in
        NoteSheet(note: note, dismissals: noteDismissals) {
          // A new item while one is shown: the shown one leaves (its onDismiss runs), then
          // the new one rises, as with Apple's `sheet(item:)` (device plan 9.8).
          showNote(note.kind == "Gift" ? "Delivery" : "Gift")
        }
        .bottomSheetDetents([.height(220)])
        .bottomSheetTitle(Text(verbatim: "\(note.kind) note"))
        .bottomSheetCloseButton()
      }
      .toolbar { TraceButton(recorder: recorder) }
    }

    init(number: Int, note: OrderNote? = nil) {
      self.number = number
      _note = State(initialValue: note)
    }

    private func showNote(_ kind: String) {
      notesShown += 1
      note = OrderNote(id: notesShown, kind: kind)
    }
  }

  /// An item for `bottomSheet(item:)`: each new note is a new identity.
  private struct OrderNote: Identifiable {
    let id: Int
    let kind: String
  }

  /// State that must start fresh for each item: the sheet gives every item its own identity.
  private struct NoteSheet: View {
    let note: OrderNote
    let dismissals: Int
    let switchNote: () -> Void
    @State private var edits = 0

    var body: some View {
      VStack(alignment: .leading, spacing: 12) {
        Text(verbatim: "Edits to this \(note.kind.lowercased()) note: \(edits)")
        Text(verbatim: "Notes dismissed: \(dismissals)")
        Button("Edit") { edits += 1 }
        Button("Switch to the other note") { switchNote() }
      }
      .padding()
    }
  }

  /// A `List` in a modal: dragging it up expands the sheet first, then scrolls; at the list's
  /// top, dragging down moves the sheet. Its "Details" button stacks a sheet above this one.
  private struct OrderItems: View {
    let number: Int
    @State private var showsDetails = false
    @Environment(\.bottomSheet) private var sheet
    @EnvironmentObject private var store: OrderStore

    var body: some View {
      List {
        Section {
          Text(verbatim: "Sheets opened: \(store.opened)")
          Button("Details of order \(number)") { showsDetails = true }
          Button("Close from the content") { sheet.dismiss() }
        }
        ForEach(0..<30) { index in
          Text("Item \(index + 1)")
        }
      }
      .onAppear { store.opened += 1 }
      // The sheet's content has its own hosting controller: this title must not replace the
      // presenting screen's "Order N" (device plan 6.4).
      .navigationTitle("Items (inside the sheet)")
      .bottomSheet(isPresented: $showsDetails) {
        VStack(spacing: 12) {
          Text("A sheet in a sheet: it stacks above the first and dims it.")
          // The first sheet's proxy (this view is in its content): closing it takes this one
          // along (device plan 7.5).
          Button("Close both") { sheet.dismiss() }
        }
        .padding()
        .bottomSheetDetents([.height(240)])
        .bottomSheetTitle("Details")
        .bottomSheetCloseButton()
      }
    }
  }

  /// A floating card with a text field: the keyboard raises the card, which rides above it.
  private struct CardWithTextField: View {
    @State private var showsCard = true
    @State private var note = ""

    var body: some View {
      Color(.systemGroupedBackground)
        .ignoresSafeArea()
        .overlay { Button("Show the card") { showsCard = true } }
        .floatingBottomSheet(isPresented: $showsCard) {
          VStack(alignment: .leading, spacing: 12) {
            Text("Quick note").font(.headline)
            TextField("Type here", text: $note)
              .textFieldStyle(.roundedBorder)
          }
          .padding()
          .bottomSheetDetents([.height(160), .height(320)])
        }
    }
  }
#endif
