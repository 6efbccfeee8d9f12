import SwiftUI

struct NotesView: View {
    let notes: [String]

    var body: some View {
        ForEach(notes, id: \.self) { note in
            // Text(note).id(UUID())
            /* Text(note).id(Date()) */
            Text(".id(UUID())").id(note)
            Text(#".id(\(UUID()))"#).id(note)
            Text("""
                .id(Date.now)
                """).id(note)
            Text("\(#/id\(UUID\(\)\)/#)").id(note)
        }
    }
}
