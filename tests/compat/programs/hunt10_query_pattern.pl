% hunt10: query forms with partly bound patterns
0.5::p(a, 1). 0.5::p(b, 2). 0.2::p(a, 3).
query(p(a, _)).
query(p(_, 2)).
query(p(c, _)).
