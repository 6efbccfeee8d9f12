class BaseController {}
protocol Repository {}
struct Record {}
struct Entry {}
