% written for this corpus by a find-only hunt (session 22; evidence and query forms)
% evidence on one atom of a family, open query on the rest
0.5::gene(g1). 0.4::gene(g2). 0.3::gene(g3).
expressed(X) :- gene(X).
0.2::expressed(g3) :- gene(g1).
trait :- expressed(g1), expressed(g3).
trait :- expressed(g2).
evidence(trait).
evidence(expressed(g2), false).
query(gene(_)).
query(expressed(_)).
