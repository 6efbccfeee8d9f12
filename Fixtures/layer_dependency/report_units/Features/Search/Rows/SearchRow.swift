struct SearchRow {}
