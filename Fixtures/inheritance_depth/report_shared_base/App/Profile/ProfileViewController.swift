final class ProfileViewController: BaseViewController {}
