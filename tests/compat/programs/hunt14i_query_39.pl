% query with string and number answer keys
0.4::name("x y", 1.5).
0.6::name('x y', 2).
query(name(_, _)).
