% open query and a ground instance of it
0.3::p(1). 0.6::p(2).
query(p(_)).
query(p(1)).
