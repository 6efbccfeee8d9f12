/// `lint --statistics`: one line per rule, then under it one line per root cause that two or more of
/// its findings share (a base class to isolate, a singleton reached from many places), each group most
/// frequent first, with the count and the fix in a few words:
///
/// ```
/// 334  init_injection         inject dependencies through init
/// 310    'NCDatabaseManager.sharedInstance'  inject one instance through init
///   7  main_actor_view_model  mark view models @MainActor
///   6    'BaseViewModel' (Sources/Base/BaseViewModel.swift:4)  mark it @MainActor
/// ```
public func renderStatistics(_ findings: [Finding], rules: [RuleDescription]) -> String {
    var byRule: [String: [Finding]] = [:]
    for finding in findings { byRule[finding.ruleID, default: []].append(finding) }
    let ruleOrder = byRule.keys.sorted { (byRule[$0]!.count, $1) > (byRule[$1]!.count, $0) }
    let countWidth = String(findings.count).count
    let idWidth = ruleOrder.map(\.count).max() ?? 0
    func count(_ number: Int) -> String { String(repeating: " ", count: countWidth - String(number).count) + String(number) }
    var out = ""
    for id in ruleOrder {
        let ruleFindings = byRule[id]!
        let rule = rules.first { $0.id == id }
        let fix = rule.map { $0.fix.isEmpty ? $0.summary : $0.fix } ?? ""
        out += "\(count(ruleFindings.count))  \(id)\(String(repeating: " ", count: idWidth - id.count))  \(fix)\n"
        var byCause: [RootCause: Int] = [:]
        for finding in ruleFindings { if let cause = finding.rootCause { byCause[cause, default: 0] += 1 } }
        let causes = byCause.filter { $0.value >= 2 }
            .sorted { ($0.value, $1.key.subject) > ($1.value, $0.key.subject) }
        for (cause, number) in causes {
            out += "\(count(number))    \(cause.subject)  \(cause.fix)\n"
        }
    }
    return out
}
