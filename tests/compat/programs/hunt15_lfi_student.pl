% a student model in LFI form (parameters fixed), partial interpretations given as evidence
0.7::smart(S) :- student(S).
0.4::lazy(S) :- student(S).
0.9::passes(S, C) :- smart(S), \+ lazy(S), course(C).
0.5::passes(S, C) :- smart(S), lazy(S), course(C).
0.3::passes(S, C) :- \+ smart(S), course(C).
student(s1). student(s2).
course(logic). course(stats).
evidence(passes(s1, logic)). evidence(passes(s1, stats), false).
evidence(lazy(s2), false).
query(smart(_)). query(lazy(s1)). query(passes(s2, _)).
