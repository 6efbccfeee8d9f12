struct User {}
