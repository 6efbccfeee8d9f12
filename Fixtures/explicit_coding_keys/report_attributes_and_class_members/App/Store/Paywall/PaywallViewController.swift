import UIKit

struct PaywallOfferDTO: Decodable {
    let title: String
    let priceLabel: String
    let termsURL: URL
}

@MainActor
@preconcurrency
final class PaywallViewController: UIViewController {
    var termsURL: URL?
    private var offers: [PaywallOfferDTO] = []
    private let offersEndpoint: URL

    init(offersEndpoint: URL) {
        self.offersEndpoint = offersEndpoint
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        Task { await loadOffers() }
    }

    private func loadOffers() async {
        guard let (data, _) = try? await URLSession.shared.data(from: offersEndpoint) else { return }
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        offers = (try? decoder.decode([PaywallOfferDTO].self, from: data)) ?? []
        let subscription = try? decoder.decode(SubscriptionDTO.self, from: data)
        termsURL = offers.first?.termsURL ?? subscription.map { _ in URL(string: "https://example.com/terms")! }
    }
}
