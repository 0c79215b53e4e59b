% a probabilistic negative head literal: a is true when a_p holds and no negative head fires
0.3::c.
0.6::a.
0.5::\+a :- c.
query(a).
