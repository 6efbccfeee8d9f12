public typealias TokenProviding = () -> String
