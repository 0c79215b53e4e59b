0.1::fail_node(1). 0.2::fail_node(2). 0.3::fail_node(3). 0.4::fail_node(4).
failures(N) :- findall(X, fail_node(X), L), length(L, N).
ok :- failures(N), N =< 1.
query(failures(_)). query(ok).
