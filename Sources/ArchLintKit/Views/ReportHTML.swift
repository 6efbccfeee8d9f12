/// The HTML report: one self-contained page (inline CSS and SVG, no scripts, no fonts or images
/// from anywhere), readable on a laptop screen and printed (its print stylesheet drops colours
/// that waste ink and keeps each item's block on one page).
extension ChecklistReport {
    func html(links: SourceLinks) -> String {
        var out = TextBuffer()
        out.append("""
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>archlint report: \(escaped(projectName))</title>
            <style>
            \(Self.styleSheet)
            </style>
            </head>
            <body>
            <header>
            <h1>Architecture checklist report <span class="project">\(escaped(projectName))</span></h1>
            <p class="summary">\(escaped(summaryLine)).</p>
            </header>
            <section class="overview">
            \(statusChart())
            \(findingsChart())
            </section>

            """)
        let shared = itemsSharingFindings()
        for section in sections {
            out.append("<section class=\"checklist\">\n<h2>", escaped(section.id), ". ", escaped(section.title), "</h2>\n")
            out.append("<table>\n<thead><tr><th class=\"status\">status</th><th>item</th><th class=\"rules\">rules</th><th class=\"number\">findings</th>",
                       hasBaseline ? "<th class=\"number\">new</th>" : "", "<th class=\"number\">files</th><th class=\"number\">types</th></tr></thead>\n<tbody>\n")
            for result in section.items {
                writeRow(result, sharedWith: shared[result.item.id] ?? [], links: links, to: &out)
            }
            out.append("</tbody>\n</table>\n")
            if listsLayerPairs, section.items.contains(where: { $0.enabledRules.contains(LayerDependency.id) }) { writeLayerPairs(to: &out) }
            out.append("</section>\n")
        }
        out.append("<footer>archlint ", escaped(ArchLint.version), " · findings as <code>archlint lint</code> reports them, suppressions and configuration applied.</footer>\n</body>\n</html>\n")
        return out.text
    }

    /// For each checked item, the other items its rules check too (`init_injection` serves A1 and
    /// E3): their findings are the same ones, counted under each item.
    private func itemsSharingFindings() -> [String: [String]] {
        let checked = items.filter { !$0.item.rules.isEmpty }
        var shared: [String: [String]] = [:]
        for result in checked {
            let others = checked.filter { $0.item.id != result.item.id && $0.item.rules == result.item.rules }.map(\.item.id)
            if !others.isEmpty { shared[result.item.id] = others }
        }
        return shared
    }

    private func writeRow(_ result: ItemResult, sharedWith: [String], links: SourceLinks, to out: inout TextBuffer) {
        let statusClass = result.status.rawValue.replacingAll([(" ", "-")])
        out.append("<tr class=\"", statusClass, "\"><td class=\"status\"><span class=\"pill ", statusClass, "\">", result.status.rawValue, "</span></td>")
        out.append("<td><span class=\"id\">", escaped(result.item.id), "</span> ")
        out.appendHTMLWithInlineCode(result.item.text)
        if let reason = result.item.reviewReason, result.status == .byHand {
            out.append("<div class=\"reason\">Review by hand: ", escaped(reason), ".</div>")
        }
        if !sharedWith.isEmpty {
            out.append("<div class=\"reason\">The same findings as ", sharedWith.map(escaped).joined(separator: ", "),
                       ": the same rule", result.item.rules.count == 1 ? " checks" : "s check", " both.</div>")
        }
        if !result.offenders.isEmpty {
            out.append("<ol class=\"offenders\">")
            for offender in result.offenders {
                // A path breaks after a folder's slash, never inside a name.
                let place = escaped(offender.path).replacingAll([("/", "/<wbr>")]) + ":" + String(offender.line)
                out.append("<li>")
                if offender.isType { out.append("<code>", escaped(offender.name), "</code> ") }
                out.append("<span class=\"count\">", counted(offender.findings, "finding"), "</span> <span class=\"place\">")
                if let url = links.url(offender.path, line: offender.line) ?? links.fileURL(offender.path) {
                    out.append("<a href=\"", escaped(url), "\"><code>", place, "</code></a>")
                } else {
                    out.append("<code>", place, "</code>")
                }
                out.append("</span></li>")
            }
            out.append("</ol>")
        }
        out.append("</td><td class=\"rules\">")
        if result.item.rules.isEmpty { out.append("—") }
        for (position, rule) in result.item.rules.enumerated() {
            // A long rule id breaks after an underscore, not inside a word.
            out.append(position > 0 ? "<br>" : "", result.disabledRules.contains(rule) ? "<code class=\"off\" title=\"disabled\">" : "<code>",
                       escaped(rule).replacingAll([("_", "_<wbr>")]), "</code>")
        }
        out.append("</td>")
        if result.status == .byHand {
            out.append("<td class=\"number\">—</td>", hasBaseline ? "<td class=\"number\">—</td>" : "", "<td class=\"number\">—</td><td class=\"number\">—</td>")
        } else {
            out.append("<td class=\"number\">", String(result.findings), "</td>")
            if hasBaseline { out.append("<td class=\"number\">", String(result.newFindings), "</td>") }
            out.append("<td class=\"number\">", String(result.files), "</td><td class=\"number\">", String(result.types), "</td>")
        }
        out.append("</tr>\n")
    }

    /// Uses and findings per layer (unit) pair, the pairs with findings marked failing.
    private func writeLayerPairs(to out: inout TextBuffer) {
        out.append("<h3>Layer pairs</h3>\n<table class=\"pairs\">\n<thead><tr><th class=\"status\">status</th><th>from</th><th>to</th>",
                   "<th class=\"number\">uses</th><th class=\"number\">findings</th>", hasBaseline ? "<th class=\"number\">new</th>" : "", "</tr></thead>\n<tbody>\n")
        for pair in layerPairs {
            let status: Status = pair.findings > 0 ? .failing : .passing
            out.append("<tr class=\"", status.rawValue, "\"><td class=\"status\"><span class=\"pill ", status.rawValue, "\">", status.rawValue, "</span></td>")
            out.append("<td>", pair.kind.rawValue, " <code>", escaped(pair.from), "</code></td><td>", pair.kind.rawValue, " <code>", escaped(pair.to), "</code></td>")
            out.append("<td class=\"number\">", String(pair.uses), "</td><td class=\"number\">", String(pair.findings), "</td>")
            if hasBaseline { out.append("<td class=\"number\">", String(pair.newFindings), "</td>") }
            out.append("</tr>\n")
        }
        if layerPairs.isEmpty { out.append("<tr><td></td><td colspan=\"", hasBaseline ? "5" : "4", "\">No layer uses another.</td></tr>\n") }
        out.append("</tbody>\n</table>\n")
    }

    /// One bar split into passing, failing, by-hand and not-checked items, with a legend.
    private func statusChart() -> String {
        let parts: [(Status, String)] = [(.passing, "#2e7d32"), (.failing, "#c62828"), (.byHand, "#8d6e63"), (.notChecked, "#b0bec5")]
        let total = max(1, items.count)
        let width = 420.0
        var x = 0.0
        var svg = "<figure class=\"chart\"><figcaption>Checklist items</figcaption>"
            + "<svg role=\"img\" aria-label=\"checklist items by status\" width=\"\(Int(width))\" height=\"62\" viewBox=\"0 0 \(Int(width)) 62\" xmlns=\"http://www.w3.org/2000/svg\">"
        for (status, color) in parts where count(status) > 0 {
            let w = width * Double(count(status)) / Double(total)
            svg += "<rect x=\"\(Self.number(x))\" y=\"0\" width=\"\(Self.number(w))\" height=\"26\" fill=\"\(color)\"><title>\(count(status)) \(status.rawValue)</title></rect>"
            x += w
        }
        x = 0
        for (status, color) in parts where count(status) > 0 {
            let text = "\(count(status)) \(status.rawValue)"
            svg += "<rect x=\"\(Self.number(x))\" y=\"40\" width=\"12\" height=\"12\" fill=\"\(color)\"/>"
                + "<text x=\"\(Self.number(x + 16))\" y=\"51\" font-size=\"13\">\(escaped(text))</text>"
            x += 16 + Double(text.count) * 7.5 + 18
        }
        return svg + "</svg></figure>"
    }

    /// Findings per checked item, one horizontal bar each (new findings darker with a baseline).
    private func findingsChart() -> String {
        let checked = items.filter { $0.status != .byHand }
        let shared = itemsSharingFindings()
        let most = max(1, checked.map(\.findings).max() ?? 0)
        let barWidth = 300.0, labelWidth = 40.0, rowHeight = 18
        let height = checked.count * rowHeight + 4
        var svg = "<figure class=\"chart\"><figcaption>Findings per item</figcaption>"
            + "<svg role=\"img\" aria-label=\"findings per checklist item\" width=\"460\" height=\"\(height)\" viewBox=\"0 0 460 \(height)\" xmlns=\"http://www.w3.org/2000/svg\">"
        for (position, result) in checked.enumerated() {
            let y = position * rowHeight
            let w = barWidth * Double(result.findings) / Double(most)
            let newWidth = barWidth * Double(result.newFindings) / Double(most)
            svg += "<text x=\"0\" y=\"\(y + 13)\" font-size=\"12\">\(escaped(result.item.id))</text>"
            if result.findings > 0 {
                svg += "<rect x=\"\(Self.number(labelWidth))\" y=\"\(y + 3)\" width=\"\(Self.number(max(w, 1)))\" height=\"12\" fill=\"\(hasBaseline ? "#ef9a9a" : "#c62828")\"/>"
                if hasBaseline, result.newFindings > 0 {
                    svg += "<rect x=\"\(Self.number(labelWidth))\" y=\"\(y + 3)\" width=\"\(Self.number(max(newWidth, 1)))\" height=\"12\" fill=\"#c62828\"/>"
                }
            }
            // An item whose findings an earlier bar already shows says so.
            let earlier = shared[result.item.id]?.first { other in checked.prefix(position).contains { $0.item.id == other } }
            let label = result.status == .notChecked ? "off" : String(result.findings) + (earlier.map { " (the same as \($0))" } ?? "")
            svg += "<text x=\"\(Self.number(labelWidth + max(w, 0) + 6))\" y=\"\(y + 13)\" font-size=\"12\">\(escaped(label))</text>"
        }
        return svg + "</svg></figure>"
    }

    /// A coordinate with at most one decimal, the same on every platform.
    private static func number(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        return tenths % 10 == 0 ? String(tenths / 10) : "\(tenths / 10).\(abs(tenths % 10))"
    }

    private func escaped(_ text: String) -> String {
        text.replacingAll([("&", "&amp;"), ("<", "&lt;"), (">", "&gt;"), ("\"", "&quot;")])
    }

    private static let styleSheet = """
        :root { color-scheme: light; }
        body { font: 15px/1.45 -apple-system, BlinkMacSystemFont, "Segoe UI", Helvetica, Arial, sans-serif; color: #1f2328;
               max-width: 1100px; margin: 0 auto; padding: 24px 32px; background: #fff; }
        h1 { font-size: 24px; margin: 0 0 4px; }
        h1 .project { color: #57606a; font-weight: normal; }
        h3 { font-size: 15px; margin: 16px 0 6px; }
        h2 { font-size: 18px; margin: 28px 0 8px; border-bottom: 1px solid #d0d7de; padding-bottom: 4px; }
        .summary { margin: 0 0 16px; color: #424a53; }
        .overview { display: flex; flex-wrap: wrap; gap: 24px 48px; align-items: flex-start; }
        figure.chart { margin: 0; }
        figcaption { font-weight: 600; margin-bottom: 6px; }
        svg text { fill: #1f2328; font-family: inherit; }
        table { border-collapse: collapse; width: 100%; table-layout: fixed; }
        th, td { text-align: left; vertical-align: top; padding: 6px 8px; border-bottom: 1px solid #eaeef2; }
        th { font-size: 13px; color: #57606a; font-weight: 600; }
        td.number, th.number { text-align: right; font-variant-numeric: tabular-nums; width: 4.5em; }
        td.status, th.status { width: 7em; }
        td.rules, th.rules { width: 16.5em; }
        td { overflow-wrap: anywhere; }
        td.rules { overflow-wrap: normal; }
        ol.offenders .place { display: block; overflow-wrap: break-word; }
        .id { font-weight: 700; margin-right: 4px; }
        code { font: 13px ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; background: #f6f8fa; padding: 0 3px; border-radius: 4px; }
        code.off { text-decoration: line-through; color: #8c959f; }
        .pill { display: inline-block; padding: 1px 8px; border-radius: 10px; font-size: 12px; font-weight: 600; color: #fff; white-space: nowrap; }
        .pill.passing { background: #2e7d32; }
        .pill.failing { background: #c62828; }
        .pill.by-hand { background: #8d6e63; }
        .pill.not-checked { background: #90a4ae; }
        .reason { color: #57606a; font-size: 13px; }
        ol.offenders { margin: 4px 0 0; padding-left: 20px; font-size: 13px; }
        ol.offenders .count { color: #57606a; }
        a { color: #0969da; }
        footer { margin-top: 32px; color: #57606a; font-size: 12px; }
        @media print {
          body { max-width: none; padding: 0; font-size: 11pt; }
          .pill { color: #000; background: none !important; border: 1px solid #000; }
          tr, figure { break-inside: avoid; }
          h2 { break-after: avoid; }
          a { color: inherit; text-decoration: none; }
        }
        """
}
