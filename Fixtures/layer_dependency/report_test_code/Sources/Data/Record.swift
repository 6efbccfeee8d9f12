struct Record {}
