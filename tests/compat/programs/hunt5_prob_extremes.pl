% probabilities 0 and 1, and a repeated probabilistic fact
1.0::sure. 0.0::never. 0.3::twice. 0.4::twice.
either :- sure ; never.
both :- sure, never.
query(sure). query(never). query(twice). query(either). query(both).
