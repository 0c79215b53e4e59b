% probabilistic clause whose body binds the head through a deterministic non-ground fact
base(_, 1).
item(x). item(y).
0.3::sel(I) :- item(I), base(I, _).
0.4::pair(I, J) :- item(I), item(J), I @< J.
query(sel(_)). query(pair(_, _)).
