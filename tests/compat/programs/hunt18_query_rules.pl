% query and evidence as rules: the user generates the queries and evidence with clauses
coin(c1). coin(c2). coin(c3).
0.6::heads(C) :- coin(C).
some_heads :- heads(_).
observed(c1, true). observed(c3, false).
query(heads(C)) :- coin(C).
query(some_heads).
evidence(heads(C), V) :- observed(C, V).
