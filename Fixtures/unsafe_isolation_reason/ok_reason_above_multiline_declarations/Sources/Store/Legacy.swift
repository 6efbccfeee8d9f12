protocol LegacyDelegate: AnyObject {}
