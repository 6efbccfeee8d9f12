// The layer's own Record: the name alone names it.
struct Record {}
