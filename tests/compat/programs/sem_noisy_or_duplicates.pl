% the same probabilistic fact given twice, repeated heads in one annotated disjunction, and noisy-or over several rules
0.3::a. 0.4::a.
0.2::x; 0.3::x; 0.1::y.
0.3::cause(1). 0.6::cause(2). 0.1::cause(3).
0.8::effect :- cause(1). 0.5::effect :- cause(2). 0.9::effect :- cause(3).
query(a). query(x). query(y). query(effect).
